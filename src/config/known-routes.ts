import { routes } from './tables'

/** Every path of the route table (schemas/routes.json): the in-app targets a server link may open. */
export const knownRoutes: ReadonlySet<string> = new Set(routes.flatMap((route) => route.paths))
