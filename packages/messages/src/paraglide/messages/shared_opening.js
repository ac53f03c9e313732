/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_OpeningInputs */

const en_shared_opening = /** @type {(inputs: Shared_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening your shared tenant`)
};

const de_shared_opening = /** @type {(inputs: Shared_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr geteilter Mandant wird geöffnet`)
};

const fr_shared_opening = /** @type {(inputs: Shared_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de votre entité partagée`)
};

const nl_shared_opening = /** @type {(inputs: Shared_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw gedeelde tenant wordt geopend`)
};

const es_shared_opening = /** @type {(inputs: Shared_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo su inquilino compartido`)
};

const en_xa2_shared_opening = /** @type {(inputs: Shared_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþéñíñĝ ýöüŕ šĥáŕéð ţéñáñţ one tw]`)
};

/**
* | output |
* | --- |
* | "Opening your shared tenant" |
*
* @param {Shared_OpeningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_opening = /** @type {((inputs?: Shared_OpeningInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_OpeningInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_opening(inputs)
	if (locale === "fr") return fr_shared_opening(inputs)
	if (locale === "nl") return nl_shared_opening(inputs)
	if (locale === "es") return es_shared_opening(inputs)
	if (locale === "en-XA") return en_xa2_shared_opening(inputs)
	return en_shared_opening(inputs)
});