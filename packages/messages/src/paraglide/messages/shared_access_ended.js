/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Access_EndedInputs */

const en_shared_access_ended = /** @type {(inputs: Shared_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your access to this tenant has ended`)
};

const de_shared_access_ended = /** @type {(inputs: Shared_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Zugriff auf diesen Mandanten ist beendet`)
};

const fr_shared_access_ended = /** @type {(inputs: Shared_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès à cette entité a pris fin`)
};

const nl_shared_access_ended = /** @type {(inputs: Shared_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw toegang tot deze tenant is beëindigd`)
};

const es_shared_access_ended = /** @type {(inputs: Shared_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su acceso a este inquilino ha terminado`)
};

const en_xa2_shared_access_ended = /** @type {(inputs: Shared_Access_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ áççéšš ţö ţĥíš ţéñáñţ ĥáš éñðéð one two th]`)
};

/**
* | output |
* | --- |
* | "Your access to this tenant has ended" |
*
* @param {Shared_Access_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_access_ended = /** @type {((inputs?: Shared_Access_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Access_EndedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_access_ended(inputs)
	if (locale === "fr") return fr_shared_access_ended(inputs)
	if (locale === "nl") return nl_shared_access_ended(inputs)
	if (locale === "es") return es_shared_access_ended(inputs)
	if (locale === "en-XA") return en_xa2_shared_access_ended(inputs)
	return en_shared_access_ended(inputs)
});