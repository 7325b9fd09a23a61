import { PagePlaceholder } from '../../../components/page-placeholder';

export function HomePage() {
  return (
    <PagePlaceholder
      title="Find vendors for your next event"
      description="Browsing approved DJs, photographers, bartenders and more is coming soon."
    />
  );
}
