// Interface text of custom artwork (docs/decisions/0035-custom-artwork.md): the upload and crop pages, the
// listing tile, and the card logo and custom-artwork settings of the manage dashboard.
export const CUSTOM_ARTWORK: Record<string, string> = {
  'custom-artwork.title': 'Your own artwork',
  'custom-artwork.intro':
    'Upload a photo or design for the front of your card. We print it edge to edge, then write and post your card like any other.',
  'custom-artwork.login':
    'Log in or create an account to upload your own artwork: only you can see and use it.',
  'custom-artwork.login-action': 'Log in',
  'custom-artwork.not-allowed':
    'Your organisation does not use custom artwork. Choose one of our cards instead.',
  'custom-artwork.file': 'Photo or design',
  'custom-artwork.file-hint':
    'JPEG, PNG or WebP, up to 15 MB. For a sharp print it needs at least {{width}} × {{height}} pixels for a {{size}}.',
  'custom-artwork.size': 'Card',
  'custom-artwork.size-option':
    '{{name}} ({{width}} × {{height}} mm), needs {{pixelsWidth}} × {{pixelsHeight}} px',
  'custom-artwork.upload': 'Upload',
  'custom-artwork.uploading': 'Uploading…',
  'custom-artwork.yours': 'Your uploads',
  'custom-artwork.use': 'Crop and write',
  'custom-artwork.shared': 'Shared with your organisation',
  'custom-artwork.crop.title': 'Position your artwork',
  'custom-artwork.crop.intro':
    'The outer frame is the bleed: it is trimmed off when the card is cut, so keep words and faces inside the inner line.',
  'custom-artwork.crop.x': 'Left to right',
  'custom-artwork.crop.y': 'Top to bottom',
  'custom-artwork.crop.zoom': 'Zoom',
  'custom-artwork.crop.preview': 'Show this crop',
  'custom-artwork.crop.save': 'Use this crop and write the card',
  'custom-artwork.crop.front': 'The card’s front as it will be printed',
  'custom-artwork.crop.pixels':
    'Your picture: {{width}} × {{height}} px. The card needs {{neededWidth}} × {{neededHeight}} px.',
  'custom-artwork.crop.another': 'Upload another picture',
  'custom-artwork.errors.empty': 'Choose a picture to upload.',
  'custom-artwork.errors.too-large': 'That file is too large: the most we take is 15 MB.',
  'custom-artwork.errors.type': 'That file is not a JPEG, PNG or WebP picture.',
  'custom-artwork.errors.heic':
    'We can’t read HEIC photos yet. On an iPhone, choose Settings › Camera › Formats › Most Compatible, or export the photo as a JPEG.',
  'custom-artwork.errors.too-many-pixels':
    'That picture has too many pixels for us to process (50 megapixels at most).',
  'custom-artwork.errors.unreadable': 'That picture could not be read: the file may be damaged.',
  'custom-artwork.errors.too-small':
    'Too small to print sharply: {{width}} × {{height}} px, needs at least {{neededWidth}} × {{neededHeight}} px.',
  'custom-artwork.errors.logo-too-small':
    'Too small to print sharply: {{width}} × {{height}} px, needs at least {{neededWidth}} px across its longer side.',
  'custom-artwork.errors.not-allowed': 'Your organisation does not use custom artwork.',
  'custom-artwork.errors.network': 'The upload did not get through. Check your connection and try again.',
  'custom-artwork.logo.title': 'Card logo',
  'custom-artwork.logo.intro':
    'Your logo is printed at the foot of the back of every card your organisation sends.',
  'custom-artwork.logo.current': 'Your organisation’s card logo',
  'custom-artwork.logo.none': 'Your cards carry no logo yet.',
  'custom-artwork.logo.file': 'Logo (JPEG, PNG or WebP, up to 5 MB)',
  'custom-artwork.logo.upload': 'Upload logo',
  'custom-artwork.logo.remove': 'Remove logo',
  'custom-artwork.logo.saved': 'Card logo saved.',
  'custom-artwork.logo.removed': 'Card logo removed.',
  'custom-artwork.settings.title': 'Custom artwork',
  'custom-artwork.settings.allow': 'Members may upload their own artwork for their cards',
  'custom-artwork.settings.save': 'Save',
  'custom-artwork.settings.saved': 'Custom artwork setting saved.',
};
