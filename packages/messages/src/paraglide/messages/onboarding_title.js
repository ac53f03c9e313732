/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Onboarding_TitleInputs */

const en_onboarding_title = /** @type {(inputs: Onboarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up your organisation`)
};

const de_onboarding_title = /** @type {(inputs: Onboarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation einrichten`)
};

const fr_onboarding_title = /** @type {(inputs: Onboarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurer votre organisation`)
};

const nl_onboarding_title = /** @type {(inputs: Onboarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie instellen`)
};

const es_onboarding_title = /** @type {(inputs: Onboarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configurar su organización`)
};

const en_xa2_onboarding_title = /** @type {(inputs: Onboarding_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţ üþ ýöüŕ öŕĝáñíšáţíöñ one t]`)
};

/**
* | output |
* | --- |
* | "Set up your organisation" |
*
* @param {Onboarding_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const onboarding_title = /** @type {((inputs?: Onboarding_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Onboarding_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_onboarding_title(inputs)
	if (locale === "fr") return fr_onboarding_title(inputs)
	if (locale === "nl") return nl_onboarding_title(inputs)
	if (locale === "es") return es_onboarding_title(inputs)
	if (locale === "en-XA") return en_xa2_onboarding_title(inputs)
	return en_onboarding_title(inputs)
});