export { ReportView, type ReportBrand, type ReportViewProps } from './report-view.tsx';
