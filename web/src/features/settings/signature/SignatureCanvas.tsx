/**
 * The drawing pad of the Signature screen: a 500×150 canvas with a black pen (signature_pad),
 * sharp on high-density screens. spec: access-and-administration §2 "Signature Settings", §9
 * ("Signature canvas: 500x150, black pen").
 */
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';

export const CANVAS_WIDTH = 500;
export const CANVAS_HEIGHT = 150;

/** What the screen asks of the pad. */
export interface SignatureCanvasHandle {
  /** Wipes the drawing. */
  clear(): void;
  /** The drawing as a `data:image/png;base64,…` URL, or null when nothing is drawn. */
  toDataUrl(): string | null;
}

interface SignatureCanvasProps {
  ref?: Ref<SignatureCanvasHandle>;
  /** Called after each stroke and on clear: whether the pad now holds a drawing. */
  onInkChange: (hasInk: boolean) => void;
  disabled?: boolean;
}

/** The signature pad (black pen on a transparent ground: the drawing prints on the template). */
export function SignatureCanvas({ ref, onInkChange, disabled = false }: SignatureCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onInkChangeRef = useRef(onInkChange);
  onInkChangeRef.current = onInkChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = CANVAS_WIDTH * ratio;
    canvas.height = CANVAS_HEIGHT * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: 'black', backgroundColor: 'rgba(0, 0, 0, 0)' });
    const endStroke = () => onInkChangeRef.current(!pad.isEmpty());
    pad.addEventListener('endStroke', endStroke);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', endStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  useImperativeHandle(
    ref,
    () => ({
      clear() {
        padRef.current?.clear();
        onInkChangeRef.current(false);
      },
      toDataUrl() {
        const pad = padRef.current;
        return pad && !pad.isEmpty() ? pad.toDataURL('image/png') : null;
      },
    }),
    [],
  );

  return (
    <canvas
      ref={canvasRef}
      className="signature-pad"
      style={{ width: CANVAS_WIDTH, height: CANVAS_HEIGHT }}
      aria-label="Signature drawing pad"
      data-testid="signature-pad"
    />
  );
}
