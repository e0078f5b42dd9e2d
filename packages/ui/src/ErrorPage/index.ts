export {
  ErrorPage,
  type ErrorPageProps,
  Forbidden,
  NotFound,
  ServerError,
} from './ErrorPage';
export { type ErrorPageCode, errorPageCodes } from './errorPageCodes';
