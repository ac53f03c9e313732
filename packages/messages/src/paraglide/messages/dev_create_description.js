/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Create_DescriptionInputs */

const en_dev_create_description = /** @type {(inputs: Dev_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A key acts for your organisation: a read key reads, a read-write key also changes what an editor may change.`)
};

const de_dev_create_description = /** @type {(inputs: Dev_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Schlüssel handelt für Ihre Organisation: Ein Leseschlüssel liest, ein Lese-Schreib-Schlüssel ändert außerdem, was ein Bearbeiter ändern darf.`)
};

const fr_dev_create_description = /** @type {(inputs: Dev_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une clé agit pour votre organisation : une clé de lecture lit, une clé de lecture-écriture modifie aussi ce qu’un éditeur peut modifier.`)
};

const nl_dev_create_description = /** @type {(inputs: Dev_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een sleutel handelt voor uw organisatie: een leessleutel leest, een lees-schrijfsleutel wijzigt ook wat een bewerker mag wijzigen.`)
};

const es_dev_create_description = /** @type {(inputs: Dev_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una clave actúa en nombre de su organización: una clave de lectura lee, una de lectura y escritura también cambia lo que puede cambiar un editor.`)
};

const en_xa2_dev_create_description = /** @type {(inputs: Dev_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å ķéý áçţš ƒöŕ ýöüŕ öŕĝáñíšáţíöñ: á ŕéáð ķéý ŕéáðš, á ŕéáð-ŵŕíţé ķéý áļšö çĥáñĝéš ŵĥáţ áñ éðíţöŕ ɱáý çĥáñĝé. one two three four five six seven e]`)
};

/**
* | output |
* | --- |
* | "A key acts for your organisation: a read key reads, a read-write key also changes what an editor may change." |
*
* @param {Dev_Create_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_create_description = /** @type {((inputs?: Dev_Create_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_create_description(inputs)
	if (locale === "fr") return fr_dev_create_description(inputs)
	if (locale === "nl") return nl_dev_create_description(inputs)
	if (locale === "es") return es_dev_create_description(inputs)
	if (locale === "en-XA") return en_xa2_dev_create_description(inputs)
	return en_dev_create_description(inputs)
});