export * from './theme';
export * from './hooks';
export * from './Button';
export * from './Tooltip';
export * from './VisuallyHidden';
export * from './clipboard';
export * from './SearchBox';
export * from './FlipCard';
