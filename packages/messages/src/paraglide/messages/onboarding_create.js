/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Onboarding_CreateInputs */

const en_onboarding_create = /** @type {(inputs: Onboarding_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create organisation`)
};

const de_onboarding_create = /** @type {(inputs: Onboarding_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation anlegen`)
};

const fr_onboarding_create = /** @type {(inputs: Onboarding_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer l’organisation`)
};

const nl_onboarding_create = /** @type {(inputs: Onboarding_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisatie aanmaken`)
};

const es_onboarding_create = /** @type {(inputs: Onboarding_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear organización`)
};

const en_xa2_onboarding_create = /** @type {(inputs: Onboarding_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé öŕĝáñíšáţíöñ one ]`)
};

/**
* | output |
* | --- |
* | "Create organisation" |
*
* @param {Onboarding_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const onboarding_create = /** @type {((inputs?: Onboarding_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Onboarding_CreateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_onboarding_create(inputs)
	if (locale === "fr") return fr_onboarding_create(inputs)
	if (locale === "nl") return nl_onboarding_create(inputs)
	if (locale === "es") return es_onboarding_create(inputs)
	if (locale === "en-XA") return en_xa2_onboarding_create(inputs)
	return en_onboarding_create(inputs)
});