import { checkStories, type StoryModule } from './story-checks';

// Stories are split over two files so that the two test workers share them; see stories-n-z.test.tsx.
checkStories(import.meta.glob<StoryModule>('../src/**/[a-m]*.stories.tsx', { eager: true }));
