/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Onboarding_DescriptionInputs */

const en_onboarding_description = /** @type {(inputs: Onboarding_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation holds your members, plan and the tenants you assess. You can rename it later.`)
};

const de_onboarding_description = /** @type {(inputs: Onboarding_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation umfasst Ihre Mitglieder, Ihren Tarif und die Mandanten, die Sie bewerten. Sie können sie später umbenennen.`)
};

const fr_onboarding_description = /** @type {(inputs: Onboarding_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre organisation regroupe vos membres, votre offre et les entités que vous évaluez. Vous pourrez la renommer plus tard.`)
};

const nl_onboarding_description = /** @type {(inputs: Onboarding_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie bevat uw leden, abonnement en de tenants die u beoordeelt. U kunt haar later hernoemen.`)
};

const es_onboarding_description = /** @type {(inputs: Onboarding_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su organización reúne a sus miembros, su plan y los inquilinos que evalúa. Puede cambiarle el nombre más adelante.`)
};

const en_xa2_onboarding_description = /** @type {(inputs: Onboarding_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ ĥöļðš ýöüŕ ɱéɱƀéŕš, þļáñ áñð ţĥé ţéñáñţš ýöü áššéšš. Ýöü çáñ ŕéñáɱé íţ ļáţéŕ. one two three four five six se]`)
};

/**
* | output |
* | --- |
* | "Your organisation holds your members, plan and the tenants you assess. You can rename it later." |
*
* @param {Onboarding_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const onboarding_description = /** @type {((inputs?: Onboarding_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Onboarding_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_onboarding_description(inputs)
	if (locale === "fr") return fr_onboarding_description(inputs)
	if (locale === "nl") return nl_onboarding_description(inputs)
	if (locale === "es") return es_onboarding_description(inputs)
	if (locale === "en-XA") return en_xa2_onboarding_description(inputs)
	return en_onboarding_description(inputs)
});