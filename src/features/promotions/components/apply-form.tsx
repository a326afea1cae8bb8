import { useLingui } from '@lingui/react/macro'
import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { passLoginCheck } from '@/state/login-check'
import { FormError } from '@/ui/form-error'
import * as ui from '@/ui/ui.css'
import { useApplyPromotionMutation } from '@/api/content/apply-promotion'
import { applyRules, checkImage, commentLength, type ImageRefusal } from '../lib/apply-rules'
import * as styles from '../promotions.css'
import { useErrorReason } from '@/i18n/ui-labels'

/** A picked image: its data URL is both the preview (the CSP allows data: images) and what is sent. */
interface Picked {
  key: string
  name: string
  url: string
}

/** Reads a file as a data URL, the form content.applyPromotion takes images in. */
const dataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })

/**
 * The application of spec §5: a comment of at most 140 characters with a counter, and up to 3 PNG
 * or JPEG images of at most 5 MB each, checked when picked (before any upload), with previews.
 */
export function ApplyForm(props: { id: string; onCancel: () => void; onApplied: () => void }) {
  const { id, onCancel, onApplied } = props
  const { t } = useLingui()
  const reason = useErrorReason()
  const commentId = useId()
  const fileId = useId()
  const [comment, setComment] = useState('')
  const [images, setImages] = useState<Picked[]>([])
  const [imageError, setImageError] = useState('')
  const [formError, setFormError] = useState('')
  const length = commentLength(comment)
  const tooLong = length > applyRules.commentMax

  const refusals: Record<ImageRefusal, (name: string) => string> = {
    type: (name) =>
      t({
        id: 'promotions.apply.imageType',
        message: `${name}: only PNG or JPG images are accepted.`,
      }),
    size: (name) =>
      t({
        id: 'promotions.apply.imageSize',
        message: `${name}: each image must be 5 MB or smaller.`,
      }),
    count: () =>
      t({ id: 'promotions.apply.imageCount', message: 'You can attach at most 3 images.' }),
  }

  const apply = useApplyPromotionMutation(onApplied)

  const handleFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    const accepted: File[] = []
    const errors: string[] = []
    for (const file of files) {
      const refusal = checkImage(file, images.length + accepted.length)
      if (refusal) errors.push(refusals[refusal](file.name))
      else accepted.push(file)
    }
    setImageError(errors.join(' '))
    try {
      const read = await Promise.all(
        accepted.map(async (file) => ({
          key: crypto.randomUUID(),
          name: file.name,
          url: await dataUrl(file),
        })),
      )
      setImages((held) => [...held, ...read].slice(0, applyRules.imagesMax))
    } catch {
      setImageError(
        t({
          id: 'promotions.apply.imageRead',
          message: 'An image could not be read. Please pick it again.',
        }),
      )
    }
  }
  const remove = (key: string) => {
    setImages(images.filter((i) => i.key !== key))
    setImageError('')
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setFormError('')
    if (tooLong) {
      setFormError(
        t({
          id: 'promotions.apply.commentTooLong',
          message: 'The comment can have at most 140 characters.',
        }),
      )
      return
    }
    if (!passLoginCheck()) return
    apply.mutate(
      { id, comment: comment.trim(), images: images.map((i) => i.url) },
      { onError: (error) => setFormError(reason(error)) },
    )
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="apply-form">
      <h2 className={styles.cardTitle}>
        {t({ id: 'promotions.apply.title', message: 'Apply for this promotion' })}
      </h2>
      <div className={ui.field}>
        <label htmlFor={commentId}>
          {t({ id: 'promotions.apply.comment', message: 'Comment' })}
        </label>
        <textarea
          id={commentId}
          name="comment"
          className={styles.textarea}
          value={comment}
          aria-invalid={tooLong}
          aria-describedby={`${commentId}-count`}
          onChange={(event) => setComment(event.target.value)}
        />
        <span
          id={`${commentId}-count`}
          className={`${styles.counter} ${tooLong ? styles.counterOver : ''}`}
          data-testid="apply-counter"
          aria-live="polite"
        >
          {`${length}/${applyRules.commentMax}`}
        </span>
      </div>
      <div className={ui.field}>
        <label htmlFor={fileId}>
          {t({
            id: 'promotions.apply.images',
            message: 'Images (PNG or JPG, up to 5 MB each, at most 3)',
          })}
        </label>
        <input
          id={fileId}
          name="images"
          type="file"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          multiple
          data-testid="apply-images"
          onChange={(event) => void handleFiles(event)}
        />
        <FormError message={imageError} testId="apply-image-error" />
      </div>
      {images.length > 0 ? (
        <ul className={styles.previews} data-testid="apply-previews">
          {images.map(({ key, name, url }) => (
            <li key={key} className={styles.preview}>
              <img className={styles.previewImage} src={url} alt={name} width={96} height={96} />
              <button
                type="button"
                className={ui.button}
                aria-label={t({
                  id: 'promotions.apply.removeNamed',
                  message: `Remove ${name}`,
                })}
                onClick={() => remove(key)}
              >
                {t({ id: 'promotions.apply.remove', message: 'Remove' })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormError message={formError} testId="apply-error" />
      <div className={ui.actions}>
        <button type="button" className={ui.button} onClick={onCancel}>
          {t({ id: 'promotions.apply.cancel', message: 'Cancel' })}
        </button>
        <button
          type="submit"
          className={`${ui.buttonPrimary} ${styles.disabledAware}`}
          disabled={apply.isPending}
          data-testid="apply-submit"
        >
          {apply.isPending
            ? t({ id: 'promotions.apply.sending', message: 'Sending…' })
            : t({ id: 'promotions.apply.submit', message: 'Submit application' })}
        </button>
      </div>
    </form>
  )
}
