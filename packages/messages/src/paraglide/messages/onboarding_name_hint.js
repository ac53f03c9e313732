/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Onboarding_Name_HintInputs */

const en_onboarding_name_hint = /** @type {(inputs: Onboarding_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example your consultancy or company name.`)
};

const de_onboarding_name_hint = /** @type {(inputs: Onboarding_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Beispiel der Name Ihrer Beratung oder Ihres Unternehmens.`)
};

const fr_onboarding_name_hint = /** @type {(inputs: Onboarding_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple le nom de votre cabinet ou de votre entreprise.`)
};

const nl_onboarding_name_hint = /** @type {(inputs: Onboarding_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bijvoorbeeld de naam van uw adviesbureau of bedrijf.`)
};

const es_onboarding_name_hint = /** @type {(inputs: Onboarding_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por ejemplo, el nombre de su consultora o empresa.`)
};

const en_xa2_onboarding_name_hint = /** @type {(inputs: Onboarding_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒöŕ éẋáɱþļé ýöüŕ çöñšüļţáñçý öŕ çöɱþáñý ñáɱé. one two three]`)
};

/**
* | output |
* | --- |
* | "For example your consultancy or company name." |
*
* @param {Onboarding_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const onboarding_name_hint = /** @type {((inputs?: Onboarding_Name_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Onboarding_Name_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_onboarding_name_hint(inputs)
	if (locale === "fr") return fr_onboarding_name_hint(inputs)
	if (locale === "nl") return nl_onboarding_name_hint(inputs)
	if (locale === "es") return es_onboarding_name_hint(inputs)
	if (locale === "en-XA") return en_xa2_onboarding_name_hint(inputs)
	return en_onboarding_name_hint(inputs)
});