export { queryView, type QueryView, type QueryViewOptions } from './query-view.tsx';
