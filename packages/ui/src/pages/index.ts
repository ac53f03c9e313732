export {
  BadLinkPage,
  ForbiddenPage,
  NotFoundPage,
  RouteErrorPage,
  type BadLinkPageProps,
  type StatusPageProps,
} from './status-pages';
