// Given names (decision 025, eighth round 23f): the first names of Faker's person providers for en_US, en_GB, en_IE,
// en_IN, es_MX, es_AR, pt_BR, pt_PT, fr_FR and it_IT (Faker 40.40.0, MIT licence, Copyright (c) 2012 Daniele Faraglia;
// the US lists are drawn from the Social Security Administration's public baby-name data). Single words of three or
// more letters only; "Forum", "Sole" and "Abril" left out as words the court corpus writes in lower case. A name's
// first word being one of these is the evidence that a capitalised run is a person (persons-given.ts).
const GIVEN_NAMES_TEXT =
  "Aachal Aadhya Aadi Aahana Aarav Aarini Aarna Aarnav Aaron Aarush Aashi Aayush Abbi Abbie Abby Abdul Abeer Abel " +
  "Abelardo Abha Abhimanyu Abhiram Abigail Abraham Achille Adalberto Adam Adamo Adela Adelasia Adele Adelmo " +
  "Aditya Adrian Adriana Adriano Adrien Adrienne Advaith Advay Advik Advika Adweta Adya Adán Adèle Adélaïde Aedan " +
  "Afonso Agastya Agatha Agathe Agnolo Agnès Agostina Agostino Agustin Agustina Agustín Aida Aidan Aideen Aiden " +
  "Aileen Ailis Aimee Aimé Aimée Aine Aishani Aisling Aislinn Akshay Alain Alan Alana Alanis Alanna Alannah " +
  "Alastair Alberico Albert Alberto Alderano Aldo Aldonza Alec Alejandra Alejandro Alejo Alessandra Alessandro " +
  "Alessia Alessio Alex Alexa Alexander Alexandra Alexandre Alexandria Alexandrie Alexia Alexis Alfio Alfonsina " +
  "Alfonso Alfred Alfredo Alice Alicia Alina Alisha Alison Alistair Alister Alix Alka Allan Allana Allegra Allen " +
  "Allison Alma Alonso Alphons Alphonse Alvaro Alvin Alyssa Alícia Amadeo Amador Amaira Amalia Amanda Amara Ambar " +
  "Amber Amedeo Amelia Amico Amie Amleto Amol Amparo Amrita Amruta Amy Amy-Lee Amy-Leigh Amélia Amélie Ana Anabel " +
  "Anamika Anastasia Anastasie Anay Anaïs Andre Andrea Andreia Andres Andrew André Andrée Andrés Anel Angel " +
  "Angela Angelica Angelina Angelo Angie Angus Angélica Anika Anirudh Anita Anjali Anmol Ann Anna Annalisa " +
  "Annalise Annamaria Anne Anne-Marie Annetta Annette Annibale Annie Annunziata Anouk Ansaldo Ansh Anthony Antoin " +
  "Antoine Antoinette Anton Antonella Antonello Antonia Antonietta Antonina Antonino Antonio Antony António " +
  "Antônio Anusha Anvi Anya Aodhan Aoibheann Aoibhin Aoibhinn Aoife Apollo April Araceli Aradhana Arcelia Aria " +
  "Ariadna Ariana Arianne Ariel Arin Arjun Armando Arnaldo Arnaude Arnulfo Arran Arron Arsenio Arthur Artur " +
  "Arturo Arunima Arya Aryan Asafe Ashlee Ashleigh Ashlene Ashley Ashling Ashton Astrid Asunción Atenulf Atharv " +
  "Ati Audrey Auguste Augustin Augusto Aurelio Aurora Aurore Aurélie Austin Autumn Avi Avni Ayaan Ayesha Ayla " +
  "Aylla Ayush Ayushman Azaan Azad Azeglio Baccio Bachittar Baghyawati Bahadurjit Bailey Bailie Bakhshi " +
  "Baldassare Balendra Balhaar Baljiwan Balvan Balveer Banjeet Barbara Barkha Barry Bartolomeo Bastian Bautista " +
  "Beatrice Beatriz Becky Belinda Bella Ben Benedetto Benedita Benicio Benito Benjamim Benjamin Benjamín Benn " +
  "Benoît Bento Benvenuto Benício Beppe Berenice Bernabé Bernadette Bernard Bernardo Berta Bertrand Beth Bethan " +
  "Bethany Bettina Betty Beverley Beverly Bhanumati Bhavani Bhavika Bhavini Bhavna Bhavya Biagio Bianca Bill " +
  "Billie-Jo Billy Bimala Bina Bishakha Blaine Blake Blanaid Blanca Bob Bobby Bonnie Brad Bradley Brady Brandi " +
  "Brandon Brandy Brayan Breandan Breanna Brenda Brendan Breno Brent Brett Brian Briana Brianna Bridget Brigid " +
  "Brigitte Brijesh Brinda Brittany Brittney Brogan Bronach Bronagh Brooke Brooklyn Bruce Bruna Bruno Bryan Bryce " +
  "Bryony Bárbara Caetana Cahal Cahir Cailin Cailum Caio Caitlin Caitlyn Caitriona Cal Calcedonio Caleb Calebe " +
  "Callan Callum Calogero Calum Calvin Cameron Camila Camilla Camille Camillo Camilo Candace Candela Candelaria " +
  "Candice Caoilfhionn Caoimhe Caoimhin Caolain Caolan Caomhan Capucine Cara Caragh Caridad Carl Carla Carlo " +
  "Carlos Carlota Carly Carmel Carmela Carmelo Carmen Carminho Carol Carole Carolina Caroline Carolyn Carrie " +
  "Carter Casey Cassandra Cassidy Cassie Catalina Catarina Caterina Cathal Catherine Cathy Catriona Cauã Cauê " +
  "Ceara Cecilia Cecília Celia Celine Cesar Cesare Chaaya Chad Chaitaly Chaitanya Chakradev Chakradhar Chakrika " +
  "Chaman Chameli Champak Chanakya Chanchal Chandani Chandran Chandresh Chantal Chantel Chantelle Charan Charis " +
  "Charita Charlene Charles Charlie Charlotte Charo Charvi Chase Chasmum Chatresh Chatura Chavvi Che Chelsea " +
  "Chelsey Cherie Cherith Cheryl Cheyenne Chiara Chloe Chris Christelle Christian Christiane Christie Christina " +
  "Christine Christophe Christopher Christy Cianan Ciara Ciaran Ciarrai Cillian Cindy Cipriano Cirillo Ciro " +
  "Citlali Claire Clara Clare Clarence Clarice Clarissa Clark Claude Claudia Claudine Claudio Clayton Clelia " +
  "Clemente Clifford Clinton Cliodhna Cliona Clive Clodagh Cláudio Clémence Codie Cody Cole Colette Colin Colleen " +
  "Collette Collin Colm Colton Coluccio Colum Conal Conall Conan Concepción Concetta Conchita Conchur Conn Connie " +
  "Connor Conor Conrad Constance Constantino Constanza Constança Cora Corey Corinne Coriolano Cormac Cornelio " +
  "Corrado Corrie Cortney Cory Costantino Costanzo Courteney Courtney Craig Cristal Cristian Cristiano Cristina " +
  "Cristobal Crystal Curtis Cynthia Cécile Célina Céline César Daire Dairine Daisy Dakota Daksh Daksha Dakshesh " +
  "Dalaja Dalbir Dale Dalia Dalton Damian Damiano Damien Damini Damon Damyanti Dan Dana Daniel Daniela Daniele " +
  "Danielle Danilo Danny Dante Dara Darcy Daria Darika Darin Dario Darius Darlene Darpan Darragh Darrell Darren " +
  "Darryl Darsh Daryl Darío Dave Davi David Dawn Dayamai Dayita Dayna Deaglan Dean Deane Deanna Dearbhail " +
  "Dearbhaile Dearbhla Debbie Deborah Debra Declan Deepa Deirbhile Delfina Delfino Delia Demi Demi-Lee Demi-Leigh " +
  "Denis Denise Dennis Derek Dermot Derrick Dervla Desiree Desmond Destiny Dev Devansh Devika Devin Devon Dhriti " +
  "Dhruv Diamond Diana Diane Diarmuid Diego Dillon Dina Dinis Dino Diogo Dionigi Dionne Dipta Divya Diya Dolores " +
  "Dom Domenico Domhnall Dominic Dominique Don Donal Donald Donatella Donatello Donato Donna Doris Dorothy " +
  "Dorothée Douglas Drew Duane Duarte Dulce Duncan Durante Dustin Dwayne Dylan Débora Eadaoin Eamon Eamonn Earl " +
  "Ebony Eddie Edel Eden Edgar Edhitha Edoardo Eduarda Eduardo Edward Edwin Eesha Eileen Eilis Eilish Eimear " +
  "Eimer Eimhear Eiravati Ekaja Ekalinga Ekani Ekansh Ekanta Ekantika Ekapad Ekaraj Ekavir Ekbal Ekiya Ekta " +
  "Elaine Eleanor Eleanora Elena Eliana Elias Elijah Elisa Elise Elisha Elizabeth Ella Elladio Ellen Ellie Elliot " +
  "Elliott Elmo Eloah Eloisa Eloise Eloy Eloá Elsa Elvia Elvira Ema Emanuel Emanuella Emanuelly Emer Emilia " +
  "Emiliano Emilie Emilio Emilly Emily Emma Emma-Louise Emmanuel Emmanuelle Emmet Emmett Emília Enda Ennio Enrico " +
  "Enrique Enya Enzio Enzo Eoghan Eoin Eraldo Eric Erica Erick Erik Erika Erin Ermanno Ermenegildo Ermes Ernest " +
  "Ernesto Eryn Eshana Esmeralda Esparta Espartaco Esperanza Esteban Estefanía Estela Ester Esther Eta Ethan Etta " +
  "Ettore Euan Eugene Eugenia Eugenio Eugène Eunan Eva Evan Evangelista Eve Evelio Evelyn Evie Ewan Ezequiel Ezio " +
  "Fabia Fabiana Fabio Fabiola Fabrizia Fabrizio Facundo Fainche Faith Falak Falan Falguni Faqid Faraj Faras " +
  "Farhan Fariq Faris Faustino Fausto Faye Feargal Fearghal Fedele Federica Federico Federigo Felicia Felicitas " +
  "Felipe Felix Ferdinando Fergal Fergus Fernanda Fernando Fiamma Fidel Filipa Filipe Filippa Filippo Finbar Finn " +
  "Fintan Fiona Fionntan Fionnuala Fiorenzo Fiorino Fitan Fiyaz Flavia Flavio Flor Flora Florencia Fortunata " +
  "Frado Frances Francesca Francesco Francis Francisca Francisco Franck Franco Frank Franklin François Françoise " +
  "Frazer Fred Frederick Frederico Fredo Freya Frida Frédéric Frédérique Fulvio Fábio Gabino Gabriel Gabriela " +
  "Gabriele Gabriella Gabrielle Gabrielly Gael Gaetano Gagan Gail Galasso Ganga Gareth Garima Garrett Garry Gary " +
  "Gaspar Gaspare Gastone Gaurang Gaurangi Gaurav Gauri Gaurika Gautam Gautami Gavin Gayathri Geetika Gelsomina " +
  "Gemma Genaro Gene Geneviève Geoffrey George Georges Georgia Georgina Gerald Geraldine Gerard Gerardo Germana " +
  "Germán Geronimo Gerónimo Giacinto Giacobbe Giacomo Giada Giampaolo Giampiero Gian Giancarlo Gianfrancesco " +
  "Gianfranco Gianluca Gianluigi Gianmarco Gianna Gianni Gianpaolo Gianpietro Gil Gilbert Gilberto Giles Gilles " +
  "Gillian Gina Gino Gioacchino Gioachino Gioele Gioffre Gionata Giorgia Giorgio Giosuè Giovanna Giovanni Girik " +
  "Girindra Girish Girolamo Giulia Giuliana Giuliano Giulietta Giulio Giuseppe Giuseppina Giustino Glen Glenda " +
  "Glenn Gloria Goffredo Gonzalo Gonçalo Gopal Gordon Grace Graciela Graeme Graham Grainne Grant Graziano " +
  "Graziella Greca Greco Greg Gregg Gregorio Gregory Griselda Grégoire Guadalupe Guarino Guglielmo Guido " +
  "Guilherme Guillaume Guillermina Guillermo Gunbir Guneet Gustavo Guy Gwendolyn Gérard Hadassa Hailey Haley " +
  "Hamish Hamsini Hannah Hardik Harinakshi Harini Harish Harita Harold Harriet Harrison Harry Harsh Harshil " +
  "Harvey Hayden Hayleigh Hayley Hazel Heather Hector Heidi Heitor Helen Helena Hellena Heloisa Heloísa Hema " +
  "Hemal Hemang Hemangini Hemani Henri Henriette Henrique Henry Herbert Hermelinda Hernán Hilary Hilda Hiral " +
  "Hitesh Hollie Holly Homero Honoré Horacio Hortense Howard Hredhaan Hritik Hugh Hugo Hugues Humberto Hunter " +
  "Héctor Hélène Iain Ian Iara Ida Idika Ignacio Ignazio Igor Ijaya Ikbal Ikshita Ilaria Ilse Imaran Imelda Inaya " +
  "Indali India Indira Indrajit Inès Inés Inês Iolanda Iona Ippazio Ira Irene Irina Irma Irya Isa Isaac Isabel " +
  "Isabela Isabella Isabelle Isabelly Isadora Isaiah Isaque Isha Ishaan Ishani Ishanvi Ishita Ishwar Isis Ismael " +
  "Israel Itzel Ivan Ivo Ivonne Iván Jacinto Jack Jackie Jackson Jaclyn Jacob Jacobo Jacopo Jacqueline Jacques " +
  "Jade Jagat Jagdish Jagrati Jagvi Jai Jaime Jairaj Jake Jalsa James Jamie Jamie-Lee Jamie-Leigh Jana Janaki " +
  "Janani Jane Janet Janice Janine Januja Janya Jaqueline Jared Jarlath Jasmin Jasmine Jasmit Jason Jatin Javier " +
  "Jay Jayde Jayne Jazmin Jazmín Jean Jeanette Jeanne Jeannine Jeet Jeevika Jeff Jeffery Jeffrey Jemma Jena Jenna " +
  "Jenni Jennifer Jenny Jeremiah Jeremias Jeremy Jermaine Jerome Jeronimo Jerry Jerónimo Jesse Jessica Jesus " +
  "Jesús Jhalak Jill Jillian Jim Jimmy Joan Joana Joann Joanna Joanne Joaquim Joaquin Joaquina Joaquín Jocelyn " +
  "Jodi Jodie Jody Joe Joel Johanna John Johnathan Johnny Jolanda Jolene Jon Jonathan Jonathon Jonás Jordan " +
  "Jordon Jorge Jos Jose Josefina Joseph Josephine Josette Josh Joshua Josué José Joséphine Joy Joyce João Juan " +
  "Juana Jude Judith Judy Jules Julia Julian Juliana Julie Julie-Anne Julien Julieta Juliette Julio June Justin " +
  "Justina Justine Jyoti Jérôme Jéssica Júlia Kabir Kai Kaique Kaitlin Kaitlyn Kala Kalpit Kamala Kamilly Kamya " +
  "Kane Kara Karan Karen Kari Karina Karl Karla Karley Kashish Kashvi Kate Katelyn Katharine Katherine Kathleen " +
  "Kathryn Kathy Katie Katie-Louise Katrina Katy Kavya Kayla Kaylee Kayleigh Kealan Keelan Keely Keeva Keith " +
  "Kelli Kellie Kelly Kelly-Anne Kelly-Marie Kelsey Kelvin Kendra Kenneth Kent Keri Kerri Kerrie Kerry Kevin Keya " +
  "Kiaan Kiara Kiera Kieran Killian Kim Kimberley Kimberly Kira Kirby Kirk Kirsten Kirstie Kirstin Kirsty Kori " +
  "Krish Krisha Krishna Krista Kristen Kristi Kristian Kristie Kristin Kristina Kristine Kristopher Kristy " +
  "Kritika Krystal Kurt Kurtis Kyara Kyle Kylie Kévim Laban Lacey Ladli Laetitia Lajita Laksh Lakshit Lakshmi " +
  "Lamberto Lana Lance Lando Laoise Lara Larissa Larry Latasha Latoya Laura Laure Laureano Lauren Laurence " +
  "Laurent Lauretta Laurie Lautaro Lavanya Lavínia Lawrence Lazzaro Laís Leah Leandro Leanne Lee Leela Leena " +
  "Leigh Lekha Leo Leon Leona Leonard Leonardo Leone Leonel Leonie Leonor Leopoldo Leroy Lesley Leslie Leticia " +
  "Letizia Letícia Levi Lewis León Lia Liam Liana Liberto Libni Licia Lidia Lila Lilia Liliana Lilla Lina Linda " +
  "Lindsay Lindsey Lipika Lisa Lisa-Marie Lisandro Livia Livio Liz Lloyd Lodovico Logan Lohit Lois Lola Lolita " +
  "Lonnie Lopa Lorcan Loredana Lorena Lorenzo Loretta Lori Lorna Lorraine Louis Louise Lourdes Lourenço Luan " +
  "Luana Luara Luc Luca Lucas Lucca Luce Luchino Lucia Luciana Luciano Lucie Lucinda Lucio Lucky Lucrezia Lucy " +
  "Lucía Ludmila Ludovica Ludovico Luigi Luigina Luis Luisa Luisana Luisina Luiza Luke Luna Lunna Luz Luís Luísa " +
  "Lydia Lynda Lyndon Lyndsay Lyndsey Lynn Lynne Lynsey Léo Léon Lívia Lúcia Maanas Maanav Macauley Mackenzie " +
  "Madalena Madeleine Madeline Madhav Madhavi Madison Maeve Mafalda Magdalena Maggie Mahika Maia Mairead Mairtin " +
  "Maite Maitê Makayla Malachy Malcolm Malena Malik Mallory Manan Manbir Mandy Manon Manthan Manuel Manuela " +
  "Manuella Manus Manya Mara Marc Marcantonio Marcel Marcela Marcella Marcelle Marcello Marcelo Marcia Marco " +
  "Marcos Marcus Margaret Margarida Margarita Margaud Margaux Margherita Margot Marguerite Maria Mariah Marian " +
  "Mariana Mariane Marianne Mariano Marie Marie-Claire Marilyn Marina Marine Mario Marion Marisa Marisela Marisol " +
  "Marissa Mark Marta Martha Marthe Martim Martin Martina Martine Martino Martyn Martín Marvin Mary Maryse María " +
  "Mason Massimiliano Massimo Mateo Mateus Matheus Mathew Mathias Mathilde Matias Matilda Matilde Matteo Matthew " +
  "Matthieu Mattia Maura Maureen Maurice Mauricio Maurilio Maurizio Mauro Max Maximiliano Maximo Maxwell Maya " +
  "Maysa Mayte Mckenzie Meabh Meagan Meaghan Meera Meg Megan Megha Meghan Meghana Meibh Mekhala Melania Melanie " +
  "Melina Melinda Melissa Melody Melvin Mercedes Meredith Mia Micael Micaela Michael Michaela Micheal Micheala " +
  "Michel Michela Michelangelo Michele Micheletto Michelle Michelotto Michèle Miguel Mikayla Mike Milagros Milena " +
  "Milo Mindy Minerva Miranda Mirco Mirella Miriam Mirko Misty Mitali Mitchel Mitchell Mitesh Mitzy Modesto " +
  "Mohamed Mohammad Mohammed Mohini Mollie Molly Monica Monique Mora Morena Morgan Mugdha Murilo Myles Márcio " +
  "Mário Máximo Mélanie Mónica Nachiket Nadia Nadine Nahiara Nahuel Naiara Nair Naksh Nakul Nancy Nandini Nanni " +
  "Naoimh Naoise Naomh Naomi Napoleone Natalia Natalie Natasha Nath Nathalie Nathan Nathaniel Natividad Natália " +
  "Naveen Nayeli Nedda Neel Neelima Neha Neil Nelly Nelson Netra Niall Niamh Niccolò Nichola Nicholas Nichole " +
  "Nico Nicola Nicolas Nicole Nicoletta Nicolás Nicolò Nidhi Nidra Nigel Nihal Niharika Nikita Nikki Nilima " +
  "Nimrat Nina Ninetta Nino Nirja Nisha Nitara Nitesh Noa Noah Noel Noelia Noemí Nora Norma Norman Noémi Noël " +
  "Nuala Nuno Nádia Núria Octavio Océane Odette Odhran Odika Oeshi Ofelia Oisin Ojas Ojasvi Olga Oliver Olivia " +
  "Olivie Olivier Olívia Omaja Omar Omisha Omkaar Omya Oni Onkar Onveer Oonagh Oran Orazio Oreste Orfhlaith " +
  "Oriana Orinder Orla Orlagh Orlaigh Orlaith Orlando Ornella Oscar Osha Osvaldo Oswaldo Ottavio Otto Ottone " +
  "Otávio Oviya Owen Pablo Padraic Padraig Padraigin Pahal Paige Pallavi Paloma Pam Pamela Panfilo Panini Paola " +
  "Paoletta Paolo Paride Parker Parth Pascual Pasqual Pasquale Patrice Patricia Patricio Patrick Patrizia " +
  "Patrizio Patrícia Patty Paul Paula Paulette Paulina Pauline Paulo Pauric Pavani Peadar Pearce Pearse Pedro " +
  "Peggy Pellegrino Penny Perla Perry Peter Petra Philip Philippe Philippine Phillip Phoebe Phyllis Piaras Pier " +
  "Pierangelo Pierce Piergiorgio Piergiuseppe Pierina Pierluigi Piermaria Piero Pierpaolo Pierre Piersanti Pietra " +
  "Pietro Pilar Pina Polly Pompeo Pomponio Pooja Porfirio Pranav Praneel Pranit Pratyush Preston Priscila " +
  "Priscilla Prisha Priya Puccio Pushti Pénélope Qabil Qadim Qarin Qasim Quincy Qushi Raagini Rachael Rachana " +
  "Rachel Rachelle Rachit Rachita Radha Radhika Rael Rafael Rafaela Rafaél Raffaele Raffaella Raffaellino " +
  "Raffaello Raghav Raimondo Rajata Rajeshri Raksha Ralph Ramiro Ramona Ramón Ranbir Randall Randy Ranieri " +
  "Ranveer Raquel Raul Raven Ravi Ravy Ray Rayaan Raymond Raúl Rebeca Rebecca Rebekah Reece Regan Regina Reginald " +
  "Rehaan Reina Rembrandt Renan Renata Renato Renee Renzo René Renée Reuben Reva Reyansh Reynaldo Rhavi Rhian " +
  "Rhianna Rhianne Rhiannon Rhonda Rhys Ria Rian Ricardo Riccardo Ricciotti Richard Rick Rickey Ricky Ridhi Riley " +
  "Rishi Rita Riya Robbie Robert Roberta Roberto Robin Robyn Rocco Rocío Rodney Rodolfo Rodrigo Roger Rohan Roise " +
  "Roisin Roland Rolando Roman Romana Romeo Romina Romolo Ronald Ronaldo Ronan Ronith Ronnie Rory Rosa Rosalia " +
  "Rosaria Rosario Rose Roseanna Rosemary Rosie Rosina Ross Rossana Rowan Roy Ruairi Ruari Ruben Ruby Rubén Rudra " +
  "Rufino Ruggero Ruggiero Rui Rushil Russell Ruth Ryan Rémy Rúben Saanvi Sabatino Sabine Sabrina Sacha Sachi Sai " +
  "Saksham Sally Salma Salomé Salvador Salvatore Salvi Sam Samaksh Samantha Samar Samarth Samesh Samuel Sanaya " +
  "Sandra Sandro Sandy Sante Santiago Santino Sanya Saoirse Sara Sarah Sarah-Jane Sarah-Louise Sarthak Sasha " +
  "Saskia Sathvik Saul Saumya Savannah Saverio Scot Scott Seamus Sean Sean-Paul Seana Seanan Seaneen Seanna " +
  "Sebastian Sebastiano Sebastião Selena Selina Seona Serafina Serafín Serena Sergio Sergius Sessa Seth Severino " +
  "Shane Shania Shanice Shanna Shannan Shannen Shannon Shari Sharon Shaun Shauna Shauneen Shaurya Shawn Shawna " +
  "Shay Shea Sheena Sheila Shelby Shelia Shelley Shelly Sheree Sheri Sherri Sherry Sheryl Shirley Shivani " +
  "Shivansh Shona Shravya Sian Siddharth Sierra Silvano Silvestro Silvia Silvio Simon Simone Simonetta Simão " +
  "Sinead Siobhan Siofra Siya Sneha Socorro Sofia Sofía Sol Soledad Sonia Sonya Sophia Sophie Sophie-Louise " +
  "Soraia Sorcha Spencer Stacey Stacie Stacy Stanley Stefan Stefani Stefania Stefanie Stefano Stella Stephanie " +
  "Stephany Stephen Steve Steven Stewart Stuart Stéphane Stéphanie Sudiksha Sue Suhani Summer Susan Susana " +
  "Susanna Susannah Susanne Suzanne Sydney Sylvia Sylvie Sébastien Sérgio Tabitha Tamanna Tamara Tami Tammie " +
  "Tammy Tanay Tania Tanish Tanmayi Tanner Tanveer Tanvi Tanya Tara Tarak Tasha Tatiana Taylor Teerth Tejas " +
  "Telemaco Temistocle Teodoro Terence Teresa Terrance Terrence Terri Terry Tess Tessa Thales Theo Theodore " +
  "Theodoro Theresa Therese Thiago Thibault Thibaut Thierry Thomas Théo Théodore Théophile Thérèse Tia Tiago " +
  "Tiarna Tiarnan Tiegan Tiernan Tiffany Tim Timoteo Timothy Timothée Tina Tiziana Tiziano Tobias Toby Todd Tom " +
  "Tomas Tommy Tomàs Tomás Tomé Toni Tonia Tonicha Tonino Tony Tonya Tori Torquato Tory Tracey Traci Tracie Tracy " +
  "Travis Trevor Tricia Trinidad Tripti Tristan Triveni Triya Troy Tullio Turvi Tyler Tyrone Ubaldo Uberto Ubika " +
  "Ucchal Udant Udarsh Udyati Ugo Ugolino Uma Umang Umberto Una Unnati Unni Upadhriti Upasna Upkaar Upma Uriel " +
  "Urishilla Urmi Ursula Urvashi Urvi Utkarsh Vaishnavi Valentim Valentin Valentina Valentine Valentino Valeria " +
  "Valerie Valerio Valérie Vamakshi Vanesa Vanessa Vansha Vanya Varenya Varsha Vasana Vasatika Vasco Vasudha Veda " +
  "Vedant Vedhika Vedika Veer Venancio Vera Vernon Veronica Verónica Vicente Vicki Vickie Victoire Victor " +
  "Victoria Victória Vidhi Vihaan Vinaya Vincent Vincentio Vincenza Vincenzo Vinicius Vinícius Violeta Viraj " +
  "Virgilio Virginia Virginie Viridiana Vito Vitor Vittoria Vittorio Vitória Vivaan Vrinda Vrishti Vritti " +
  "Vyanjana Véronique Víctor Vítor Wahab Waida Wakeeta Walter Wanda Warda Warhi Warinder Warjas Warren Watika " +
  "Wayne Wazir Wendolin Wendy Wesley Whitney Widisha Wilfrido William Willie Wilson Wishi Wriddhish Wridesh Wyatt " +
  "Xalak Xavier Xiti Yachana Yadavi Yagnesh Yago Yahvi Yamini Yan Yara Yash Yashasvi Yashawini Yashica Yashoda " +
  "Yashodhara Yashvi Yasmin Yasmine Yasti Yatan Yatin Yauvani Yeni Yesenia Yochana Yolanda Yoshita Yug Yuri " +
  "Yuridia Yutika Yuvraj Yves Yvette Yvonne Zac Zacarías Zach Zacharie Zachary Zaid Zaira Zaitra Zak Zansi Zara " +
  "Zarna Zashil Zayan Zayyan Zeferino Zehaan Zilmil Zinal Zoe Zoé Ágatha Álvaro Ángel Ángela Ângela Ângelo Édith " +
  "Édouard Élisabeth Élise Élodie Éléonore Émile Émilie Éric Érica Étienne Íris Ísis Óliver Óscar Úrsula ";

let names: Set<string> | null = null;

/** Whether `word` (any case) is a given name of the list; the set is built on first use. */
export function isGivenName(word: string): boolean {
  if (!names) names = new Set(GIVEN_NAMES_TEXT.trim().toLowerCase().split(" "));
  return names.has(word.toLowerCase());
}
