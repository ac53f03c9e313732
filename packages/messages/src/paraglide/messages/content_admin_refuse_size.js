/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown>, max: NonNullable<unknown> }} Content_Admin_Refuse_SizeInputs */

const en_content_admin_refuse_size = /** @type {(inputs: Content_Admin_Refuse_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is ${i?.size}; files up to ${i?.max} can be imported. Split it or remove unused columns.`)
};

const de_content_admin_refuse_size = /** @type {(inputs: Content_Admin_Refuse_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist ${i?.size} groß; Dateien bis ${i?.max} können importiert werden. Teilen Sie sie oder entfernen Sie ungenutzte Spalten.`)
};

const fr_content_admin_refuse_size = /** @type {(inputs: Content_Admin_Refuse_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pèse ${i?.size} ; les fichiers jusqu’à ${i?.max} peuvent être importés. Divisez-le ou retirez les colonnes inutilisées.`)
};

const nl_content_admin_refuse_size = /** @type {(inputs: Content_Admin_Refuse_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is ${i?.size}; bestanden tot ${i?.max} kunnen worden geïmporteerd. Splits het of verwijder ongebruikte kolommen.`)
};

const es_content_admin_refuse_size = /** @type {(inputs: Content_Admin_Refuse_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ocupa ${i?.size}; se pueden importar archivos de hasta ${i?.max}. Divídelo o quita las columnas que no uses.`)
};

const en_xa2_content_admin_refuse_size = /** @type {(inputs: Content_Admin_Refuse_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íš ${i?.size}; ƒíļéš üþ ţö ${i?.max} çáñ ƀé íɱþöŕţéð. Šþļíţ íţ öŕ ŕéɱöṽé üñüšéð çöļüɱñš. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "{name} is {size}; files up to {max} can be imported. Split it or remove unused columns." |
*
* @param {Content_Admin_Refuse_SizeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_refuse_size = /** @type {((inputs: Content_Admin_Refuse_SizeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Refuse_SizeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_refuse_size(inputs)
	if (locale === "fr") return fr_content_admin_refuse_size(inputs)
	if (locale === "nl") return nl_content_admin_refuse_size(inputs)
	if (locale === "es") return es_content_admin_refuse_size(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_refuse_size(inputs)
	return en_content_admin_refuse_size(inputs)
});