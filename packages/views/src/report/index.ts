export { ReportView, type ReportBrand, type ReportViewProps } from './report-view.tsx';
export { ReportToolbar, useReportLocale } from './report-toolbar.tsx';
