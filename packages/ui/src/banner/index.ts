export { Banner, type BannerProps, type BannerTone } from './banner';
