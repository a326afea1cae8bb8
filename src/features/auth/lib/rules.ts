/** The shared password rule: 6-20 characters with letters and digits. */
export const passwordRule = /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/

/** The mobile rule of the login and recovery forms: 5-20 digits, without the country code. */
export const mobileRule = /^[0-9]{5,20}$/

/** An email address in the shape the platform accepts. */
export const emailRule = /^[^@\s]+@[^@\s]+\.[^@\s]+$/
