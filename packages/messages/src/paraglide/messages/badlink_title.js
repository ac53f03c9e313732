/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Badlink_TitleInputs */

const en_badlink_title = /** @type {(inputs: Badlink_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link does not work`)
};

const de_badlink_title = /** @type {(inputs: Badlink_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link funktioniert nicht`)
};

const fr_badlink_title = /** @type {(inputs: Badlink_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien ne fonctionne pas`)
};

const nl_badlink_title = /** @type {(inputs: Badlink_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze link werkt niet`)
};

const es_badlink_title = /** @type {(inputs: Badlink_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no funciona`)
};

const en_xa2_badlink_title = /** @type {(inputs: Badlink_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ļíñķ ðöéš ñöţ ŵöŕķ one t]`)
};

/**
* | output |
* | --- |
* | "This link does not work" |
*
* @param {Badlink_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const badlink_title = /** @type {((inputs?: Badlink_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Badlink_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_badlink_title(inputs)
	if (locale === "fr") return fr_badlink_title(inputs)
	if (locale === "nl") return nl_badlink_title(inputs)
	if (locale === "es") return es_badlink_title(inputs)
	if (locale === "en-XA") return en_xa2_badlink_title(inputs)
	return en_badlink_title(inputs)
});