export { BrowseSection } from './components/browse-section';
