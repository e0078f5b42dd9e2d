export {
  ErrorPage,
  type ErrorPageCode,
  type ErrorPageProps,
  errorPageCodes,
  Forbidden,
  NotFound,
  ServerError,
} from './ErrorPage';
