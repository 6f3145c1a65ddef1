#!/usr/bin/env bash
# Regenerates the home page's impact film (src/assets/impact.webm and impact.mp4): an 8-second sunrise over
# solar-powered buildings whose windows light up. Needs ffmpeg (Debian: apt-get install ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../src/assets"

sun="lt(hypot(X-880,Y-(600-44*T)),76)"
vf="geq=r='if(${sun},250,if(gt(Y,580),14,13+(Y/580)*(200-13)))':g='if(${sun},180,if(gt(Y,580),46,59+(Y/580)*(120-59)))':b='if(${sun},40,if(gt(Y,580),25,32+(Y/580)*(40-32)))'"
box() { vf+=",drawbox=x=$1:y=$2:w=$3:h=$4:color=$5:t=fill${6:+:enable='$6'}"; }
box 160 420 340 180 0x0b2e19; box 190 392 80 28 0x1d4f7a; box 280 392 80 28 0x1d4f7a; box 370 392 80 28 0x1d4f7a
box 600 480 180 120 0x0b2e19; box 800 340 20 260 0x0b2e19; box 1040 460 200 140 0x0b2e19
box 1060 436 72 24 0x1d4f7a; box 1144 436 72 24 0x1d4f7a
box 210 470 44 52 0xfde9b8 'gt(t,3)'; box 320 470 44 52 0xfde9b8 'gt(t,4)'
box 670 520 40 48 0xfde9b8 'gt(t,5)'; box 1120 500 40 48 0xfde9b8 'gt(t,5.5)'
vf+=",fade=t=in:st=0:d=1,fade=t=out:st=7:d=1"

src="color=c=black:s=1280x720:d=8:r=24"
ffmpeg -y -hide_banner -loglevel error -f lavfi -i "$src" -vf "$vf" -c:v libvpx-vp9 -b:v 200k -pix_fmt yuv420p -an impact.webm
ffmpeg -y -hide_banner -loglevel error -f lavfi -i "$src" -vf "$vf" -c:v libx264 -profile:v main -crf 32 -pix_fmt yuv420p -movflags +faststart -an impact.mp4

# The poster (and the hero's LCP image): the last full frame, with every window lit, as lossless WebP. The frame is
# flat shapes on a vertical gradient, so lossless is both exact and small (2.5 KB; a JPEG of it was 28 KB).
ffmpeg -y -hide_banner -loglevel error -f lavfi -i "$src" -vf "$vf" -ss 6.5 -frames:v 1 -c:v libwebp -lossless 1 -compression_level 6 hero-poster.webp
