/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Not_On_Plan_ReasonInputs */

const en_sharing_not_on_plan_reason = /** @type {(inputs: Sharing_Not_On_Plan_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan does not include sharing.`)
};

const de_sharing_not_on_plan_reason = /** @type {(inputs: Sharing_Not_On_Plan_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Tarif umfasst das Teilen nicht.`)
};

const fr_sharing_not_on_plan_reason = /** @type {(inputs: Sharing_Not_On_Plan_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre n’inclut pas le partage.`)
};

const nl_sharing_not_on_plan_reason = /** @type {(inputs: Sharing_Not_On_Plan_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw abonnement omvat geen delen.`)
};

const es_sharing_not_on_plan_reason = /** @type {(inputs: Sharing_Not_On_Plan_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su plan no incluye compartir.`)
};

const en_xa2_sharing_not_on_plan_reason = /** @type {(inputs: Sharing_Not_On_Plan_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ ðöéš ñöţ íñçļüðé šĥáŕíñĝ. one two t]`)
};

/**
* | output |
* | --- |
* | "Your plan does not include sharing." |
*
* @param {Sharing_Not_On_Plan_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_not_on_plan_reason = /** @type {((inputs?: Sharing_Not_On_Plan_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Not_On_Plan_ReasonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_not_on_plan_reason(inputs)
	if (locale === "fr") return fr_sharing_not_on_plan_reason(inputs)
	if (locale === "nl") return nl_sharing_not_on_plan_reason(inputs)
	if (locale === "es") return es_sharing_not_on_plan_reason(inputs)
	if (locale === "en-XA") return en_xa2_sharing_not_on_plan_reason(inputs)
	return en_sharing_not_on_plan_reason(inputs)
});