/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testbilling_DeclineInputs */

const en_testbilling_decline = /** @type {(inputs: Testbilling_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const de_testbilling_decline = /** @type {(inputs: Testbilling_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

const fr_testbilling_decline = /** @type {(inputs: Testbilling_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

const nl_testbilling_decline = /** @type {(inputs: Testbilling_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weigeren`)
};

const es_testbilling_decline = /** @type {(inputs: Testbilling_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

const en_xa2_testbilling_decline = /** @type {(inputs: Testbilling_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéçļíñé ]`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Testbilling_DeclineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_decline = /** @type {((inputs?: Testbilling_DeclineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_DeclineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_decline(inputs)
	if (locale === "fr") return fr_testbilling_decline(inputs)
	if (locale === "nl") return nl_testbilling_decline(inputs)
	if (locale === "es") return es_testbilling_decline(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_decline(inputs)
	return en_testbilling_decline(inputs)
});