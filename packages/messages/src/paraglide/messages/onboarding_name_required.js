/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Onboarding_Name_RequiredInputs */

const en_onboarding_name_required = /** @type {(inputs: Onboarding_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the name of your organisation.`)
};

const de_onboarding_name_required = /** @type {(inputs: Onboarding_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie den Namen Ihrer Organisation ein.`)
};

const fr_onboarding_name_required = /** @type {(inputs: Onboarding_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le nom de votre organisation.`)
};

const nl_onboarding_name_required = /** @type {(inputs: Onboarding_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer de naam van uw organisatie in.`)
};

const es_onboarding_name_required = /** @type {(inputs: Onboarding_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca el nombre de su organización.`)
};

const en_xa2_onboarding_name_required = /** @type {(inputs: Onboarding_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ñáɱé öƒ ýöüŕ öŕĝáñíšáţíöñ. one two th]`)
};

/**
* | output |
* | --- |
* | "Enter the name of your organisation." |
*
* @param {Onboarding_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const onboarding_name_required = /** @type {((inputs?: Onboarding_Name_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Onboarding_Name_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_onboarding_name_required(inputs)
	if (locale === "fr") return fr_onboarding_name_required(inputs)
	if (locale === "nl") return nl_onboarding_name_required(inputs)
	if (locale === "es") return es_onboarding_name_required(inputs)
	if (locale === "en-XA") return en_xa2_onboarding_name_required(inputs)
	return en_onboarding_name_required(inputs)
});