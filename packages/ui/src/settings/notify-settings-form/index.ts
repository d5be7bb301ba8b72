export * from './notify-settings-form.tsx';
