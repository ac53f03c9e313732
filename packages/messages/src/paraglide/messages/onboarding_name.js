/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Onboarding_NameInputs */

const en_onboarding_name = /** @type {(inputs: Onboarding_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation name`)
};

const de_onboarding_name = /** @type {(inputs: Onboarding_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name der Organisation`)
};

const fr_onboarding_name = /** @type {(inputs: Onboarding_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l’organisation`)
};

const nl_onboarding_name = /** @type {(inputs: Onboarding_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam van de organisatie`)
};

const es_onboarding_name = /** @type {(inputs: Onboarding_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la organización`)
};

const en_xa2_onboarding_name = /** @type {(inputs: Onboarding_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñ ñáɱé one]`)
};

/**
* | output |
* | --- |
* | "Organisation name" |
*
* @param {Onboarding_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const onboarding_name = /** @type {((inputs?: Onboarding_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Onboarding_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_onboarding_name(inputs)
	if (locale === "fr") return fr_onboarding_name(inputs)
	if (locale === "nl") return nl_onboarding_name(inputs)
	if (locale === "es") return es_onboarding_name(inputs)
	if (locale === "en-XA") return en_xa2_onboarding_name(inputs)
	return en_onboarding_name(inputs)
});