export { BadLinkPage, type BadLinkPageProps } from './bad-link-page';
export { ForbiddenPage, NotFoundPage, RouteErrorPage, type StatusPageProps } from './status-pages';
