import { checkStories, type StoryModule } from './story-checks';

// Every story whose file name does not start with a–m (see stories-a-m.test.tsx).
checkStories(import.meta.glob<StoryModule>('../src/**/[!a-m]*.stories.tsx', { eager: true }));
