export { queryView, type QueryView, type QueryWords } from './query-view.tsx';
