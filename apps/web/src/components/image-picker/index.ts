export { ImageField, pickedImageFromFile, type ImageFieldProps } from './image-field';
export {
  ImagePickerDialog,
  type ImagePickerDialogProps,
  type PickedImage,
} from './image-picker-dialog';
