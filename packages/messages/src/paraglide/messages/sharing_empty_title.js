/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Empty_TitleInputs */

const en_sharing_empty_title = /** @type {(inputs: Sharing_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not shared with anyone yet`)
};

const de_sharing_empty_title = /** @type {(inputs: Sharing_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch mit niemandem geteilt`)
};

const fr_sharing_empty_title = /** @type {(inputs: Sharing_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagé avec personne pour l’instant`)
};

const nl_sharing_empty_title = /** @type {(inputs: Sharing_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog met niemand gedeeld`)
};

const es_sharing_empty_title = /** @type {(inputs: Sharing_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha compartido con nadie`)
};

const en_xa2_sharing_empty_title = /** @type {(inputs: Sharing_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ šĥáŕéð ŵíţĥ áñýöñé ýéţ one tw]`)
};

/**
* | output |
* | --- |
* | "Not shared with anyone yet" |
*
* @param {Sharing_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_empty_title = /** @type {((inputs?: Sharing_Empty_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Empty_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_empty_title(inputs)
	if (locale === "fr") return fr_sharing_empty_title(inputs)
	if (locale === "nl") return nl_sharing_empty_title(inputs)
	if (locale === "es") return es_sharing_empty_title(inputs)
	if (locale === "en-XA") return en_xa2_sharing_empty_title(inputs)
	return en_sharing_empty_title(inputs)
});