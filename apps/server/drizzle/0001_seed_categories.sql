-- The eight categories of the spec, ids 1–8 exactly as it numbers them, with both slug forms.
INSERT INTO "categories" ("id", "slug_es", "slug_en", "name_es", "name_en") VALUES
  (1, 'deportes', 'sports', 'Deportes', 'Sports'),
  (2, 'musica', 'music-and-dance', 'Música y baile', 'Music and dance'),
  (3, 'artes', 'art', 'Arte', 'Art'),
  (4, 'cinematografia', 'cinematography', 'Cinematografía', 'Cinematography'),
  (5, 'modelaje', 'modeling', 'Modelaje o moda', 'Modelling or fashion'),
  (6, 'literatura', 'literature', 'Literatura', 'Literature'),
  (7, 'ciencia-tecnologia', 'science-and-technology', 'Ciencia y tecnología', 'Science and technology'),
  (8, 'cocina', 'kitchen', 'Cocina', 'Cooking');
