// What the custom-artwork forms answer when they are shown again (decision record 35).

/** What a too-small picture has and needs, shown in the message beside the file field. */
export interface ResolutionFigures {
  width: number;
  height: number;
  neededWidth: number;
  neededHeight: number;
}

export interface UploadValues {
  size: string;
}

export interface CropValues {
  x: string;
  y: string;
  zoom: string;
}

/** Which of the custom-artwork forms on /manage an answer is for. */
export interface ManageArtworkAnswerTarget {
  artworkForm: 'card-logo' | 'allow-custom';
  resolution: ResolutionFigures | null;
}
