-- A photo's perceptual hash (64-bit dHash, stored signed), computed at upload: the screening
-- compares a listing's photos with those of other sellers' listings. Photos uploaded before
-- this have none and are not compared.
ALTER TABLE files ADD COLUMN phash bigint;
