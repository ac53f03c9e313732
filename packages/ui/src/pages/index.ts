export { ForbiddenPage, NotFoundPage, RouteErrorPage, type StatusPageProps } from './status-pages';
