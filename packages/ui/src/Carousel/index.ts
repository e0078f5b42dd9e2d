export { Carousel, type CarouselProps, type CarouselSlideSize, slideSizeToCss } from './Carousel';
