/**
 * Boot: a progress bar while the loader fetches what the table needs, then the table. Card art is
 * drawn in code at the screen's resolution, so today the loader has little to fetch; sounds arrive
 * through this same queue with the audio issue.
 */
import Phaser from 'phaser';
import { SCENE_KEYS } from './constants';
import type { TableSceneData } from './TableScene';

export class BootScene extends Phaser.Scene {
  private tableData!: TableSceneData;

  constructor() {
    super(SCENE_KEYS.boot);
  }

  init(data: TableSceneData): void {
    this.tableData = data;
  }

  preload(): void {
    const { width, height } = this.scale;
    const barWidth = width * 0.5;
    const frame = this.add.rectangle(width / 2, height / 2, barWidth, 10 * this.tableData.host.resolution).setStrokeStyle(2, 0xffffff, 0.6);
    const bar = this.add.rectangle(frame.x - barWidth / 2, height / 2, 1, 8 * this.tableData.host.resolution, 0xffffff, 0.9).setOrigin(0, 0.5);
    this.load.on(Phaser.Loader.Events.PROGRESS, (value: number) => bar.setSize(Math.max(1, barWidth * value), bar.height));
  }

  create(): void {
    this.scene.start(SCENE_KEYS.table, this.tableData);
  }
}
