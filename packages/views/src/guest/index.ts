export {
  mountGuestPage,
  showGuestPage,
  type GuestPageRuntime,
  type MountGuestPageOptions,
} from './mount-guest-page.tsx';
export { mountPublicPage } from './mount-public-page.tsx';
