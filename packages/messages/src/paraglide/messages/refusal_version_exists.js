/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Version_ExistsInputs */

const en_refusal_version_exists = /** @type {(inputs: Refusal_Version_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A newer version of this baseline already exists.`)
};

const de_refusal_version_exists = /** @type {(inputs: Refusal_Version_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine neuere Version dieser Baseline existiert bereits.`)
};

const fr_refusal_version_exists = /** @type {(inputs: Refusal_Version_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une version plus récente de ce référentiel existe déjà.`)
};

const nl_refusal_version_exists = /** @type {(inputs: Refusal_Version_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er bestaat al een nieuwere versie van deze baseline.`)
};

const es_refusal_version_exists = /** @type {(inputs: Refusal_Version_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya existe una versión más reciente de este marco de referencia.`)
};

const en_xa2_refusal_version_exists = /** @type {(inputs: Refusal_Version_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å ñéŵéŕ ṽéŕšíöñ öƒ ţĥíš ƀášéļíñé áļŕéáðý éẋíšţš. one two three ]`)
};

/**
* | output |
* | --- |
* | "A newer version of this baseline already exists." |
*
* @param {Refusal_Version_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_version_exists = /** @type {((inputs?: Refusal_Version_ExistsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Version_ExistsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_version_exists(inputs)
	if (locale === "fr") return fr_refusal_version_exists(inputs)
	if (locale === "nl") return nl_refusal_version_exists(inputs)
	if (locale === "es") return es_refusal_version_exists(inputs)
	if (locale === "en-XA") return en_xa2_refusal_version_exists(inputs)
	return en_refusal_version_exists(inputs)
});