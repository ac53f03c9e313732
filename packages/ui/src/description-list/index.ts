export { DescriptionList, type DescriptionListProps } from './description-list';
