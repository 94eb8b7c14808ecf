/**
 * Would a move serve a purpose? The tests behind the move lists' prunings (moveGenerator.ts says
 * why each keeps some winning line): part of a run moves only when the card it uncovers can then head
 * home or take another card of the moved card's rank (`runIsWorthMoving`); a foundation card comes
 * down only to hold a card within reach (`canFill`); and with a free talon a talon card goes into a
 * column only as a link of a chain that some tableau or foundation card is moved onto
 * (`chainIsViable`). Each answer depends only on the position (and its survey), never on the path
 * to it, so a visited set stays exact. What it works out per survey carries the survey's stamp.
 */
import { RANK, RED, SUIT } from './cards';
import { COLUMNS, MAX_RUN, type Position } from './position';
import type { PositionSurvey } from './positionSurvey';

export class MovePurpose {
  private readonly position: Position;
  /** The current list's survey of the position (taken by the move generator). */
  private readonly survey: PositionSurvey;
  /** Per rank, the colours (bit 1 black, bit 2 red) of talon cards (for chain tests). */
  private readonly talonColours = new Uint8Array(14);
  /** Per rank, the colours of talon cards whose leaving lets a held-back one be played (`Position.wouldRelease`). */
  private readonly holdingColours = new Uint8Array(14);
  /** The survey `talonColours` and `holdingColours` were worked out for (on first use in a survey). */
  private talonStamp = -1;
  /** Per rank, the colours of tableau or foundation cards that could be moved onto a talon chain
   *  with a purpose; worked out for a rank on first use in a survey (`userColoursStamp[rank] === stamp`). */
  private readonly userColours = new Uint8Array(14);
  private readonly userColoursStamp = new Int32Array(14);

  constructor(position: Position, survey: PositionSurvey) {
    this.position = position;
    this.survey = survey;
  }

  private surveyTalon(): void {
    const pos = this.position;
    this.talonColours.fill(0);
    this.holdingColours.fill(0);
    for (let i = 0; i < pos.talonCount; i++) {
      const card = pos.talon[i]!;
      const rank = RANK[card]!;
      this.talonColours[rank] = this.talonColours[rank]! | colourBit(card);
      if (pos.wouldRelease(card)) this.holdingColours[rank] = this.holdingColours[rank]! | colourBit(card);
    }
    this.talonStamp = this.survey.stamp;
  }

  /** The colours of the cards of `rank` that could be moved onto a talon chain with a purpose. */
  private userColoursOf(rank: number): number {
    const survey = this.survey;
    if (this.userColoursStamp[rank] === survey.stamp) return this.userColours[rank]!;
    const pos = this.position;
    let colours = 0;
    for (let s = 0; s < 4; s++) {
      const card = s * 13 + rank - 1;
      const bit = colourBit(card);
      if ((colours & bit) !== 0) continue; // known already (the other card of this rank and colour)
      const spot = pos.spot[card]!;
      if (spot >= 0) {
        const column = Math.floor(spot / MAX_RUN);
        const index = spot % MAX_RUN;
        if ((!pos.strict || index === 0) && this.runIsWorthMoving(column, index)) colours |= bit;
      } else if (pos.fromFoundation && rank > 1 && pos.home[s]! >= rank && this.canComeDown(s)) {
        // On its foundation, the top or beneath it: the cards above can come down first.
        colours |= bit;
      }
    }
    this.userColours[rank] = colours;
    this.userColoursStamp[rank] = survey.stamp;
    return colours;
  }

  /**
   * With a free talon, a talon card is only worth putting into a column as a link in a chain of talon
   * cards that ends with a tableau or foundation card moved onto it: every other use could be made
   * straight from the talon, where all its cards stay within reach. Is there such a chain below `card`?
   * (Colours are followed for alternate-colour building; with any-suit building every colour counts.)
   * Where the talon keeps a bigger draw's order (`Position.keepTalonOrder`), taking a card from the
   * talon can itself be the point, when it lets a held-back card be played: such a card, and a chain
   * that ends with one, is worth it too.
   */
  chainIsViable(card: number): boolean {
    // Taking it from the talon may be the point: it lets a held-back card be played (`keepTalonOrder`).
    if (this.position.wouldRelease(card)) return true;
    if (this.talonStamp !== this.survey.stamp) this.surveyTalon();
    const anySuit = this.position.anySuit;
    let need = anySuit ? 3 : 3 - colourBit(card);
    for (let rank = RANK[card]! - 1; rank >= 1; rank--) {
      if (((this.userColoursOf(rank) | this.holdingColours[rank]!) & need) !== 0) return true;
      if ((this.talonColours[rank]! & need) === 0) return false;
      if (!anySuit) need = 3 - need;
    }
    return false;
  }

  /**
   * Is a card within reach that could sit on `onto` and has `rank` (other than `except`)? A foundation
   * card beneath the top counts: the cards above it can come down first.
   */
  canFill(onto: number, rank: number, except: number): boolean {
    const pos = this.position;
    for (let s = 0; s < 4; s++) {
      const card = s * 13 + rank - 1;
      if (card === except || !pos.fits(card, onto)) continue;
      if (pos.fromFoundation && pos.home[s]! >= rank ? this.canComeDown(s) : this.survey.canPickUp(card)) return true;
    }
    return false;
  }

  /**
   * Can suit `s`'s foundation give cards back as a follow-up, as the lists make them: its top card
   * comes down first, and not when it is safe to send home (see `pushDescentAsFollowUp`).
   */
  private canComeDown(s: number): boolean {
    const pos = this.position;
    return pos.home[s]! > 0 && !pos.isSafeHome(s * 13 + pos.home[s]! - 1);
  }

  /**
   * Could moving the run of `column` from face-up index `index` serve a purpose? A whole run always
   * may (it turns a card or empties the column); part of a run only when the card it uncovers can
   * then go home or take another card of the moved card's rank.
   */
  runIsWorthMoving(column: number, index: number): boolean {
    if (index === 0) return true;
    const pos = this.position;
    const uncovered = pos.upCard(column, index - 1);
    if (this.canHeadHome(uncovered)) return true;
    const card = pos.upCard(column, index);
    return this.canFill(uncovered, RANK[card]!, card);
  }

  /**
   * An uncovered card's way home: it goes now, or the next card its foundation needs lies on a
   * column's top or within reach in the talon, and starts the chain of cards home that ends with it
   * (moves that would uncover that card never depend on this uncovering, so a winning line can make
   * them first).
   */
  private canHeadHome(card: number): boolean {
    const pos = this.position;
    if (pos.goesHome(card)) return true;
    const next = SUIT[card]! * 13 + pos.home[SUIT[card]!]!;
    return next < card && this.canGoHomeSoon(next);
  }

  /** Is `card` on a column's top or within reach in the talon (so it could go home when its turn comes)? */
  private canGoHomeSoon(card: number): boolean {
    const pos = this.position;
    for (let c = 0; c < COLUMNS; c++) if (pos.topOf(c) === card) return true;
    return this.survey.inReach(card);
  }
}

/** Bit 1 for a black card, bit 2 for a red one. */
function colourBit(card: number): number {
  return RED[card] === 1 ? 2 : 1;
}
