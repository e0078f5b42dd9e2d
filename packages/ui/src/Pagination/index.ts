export { Pagination, type PaginationProps, paginationRange } from './Pagination';
