/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Switcher_FailedInputs */

const en_org_switcher_failed = /** @type {(inputs: Org_Switcher_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organisation could not be switched.`)
};

const de_org_switcher_failed = /** @type {(inputs: Org_Switcher_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation konnte nicht gewechselt werden.`)
};

const fr_org_switcher_failed = /** @type {(inputs: Org_Switcher_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de changer d'organisation.`)
};

const nl_org_switcher_failed = /** @type {(inputs: Org_Switcher_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er kon niet van organisatie worden gewisseld.`)
};

const es_org_switcher_failed = /** @type {(inputs: Org_Switcher_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar de organización.`)
};

const en_xa2_org_switcher_failed = /** @type {(inputs: Org_Switcher_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñ çöüļð ñöţ ƀé šŵíţçĥéð. one two thr]`)
};

/**
* | output |
* | --- |
* | "The organisation could not be switched." |
*
* @param {Org_Switcher_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_switcher_failed = /** @type {((inputs?: Org_Switcher_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Switcher_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_switcher_failed(inputs)
	if (locale === "fr") return fr_org_switcher_failed(inputs)
	if (locale === "nl") return nl_org_switcher_failed(inputs)
	if (locale === "es") return es_org_switcher_failed(inputs)
	if (locale === "en-XA") return en_xa2_org_switcher_failed(inputs)
	return en_org_switcher_failed(inputs)
});