/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Free_DescriptionInputs */

const en_billing_free_description = /** @type {(inputs: Billing_Free_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your subscription ends and the organisation moves to the Free plan limits. Nothing is deleted, but you must be within those limits first.`)
};

const de_billing_free_description = /** @type {(inputs: Billing_Free_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Abonnement endet und für die Organisation gelten die Grenzen des Free-Tarifs. Nichts wird gelöscht, aber Sie müssen diese Grenzen zuerst einhalten.`)
};

const fr_billing_free_description = /** @type {(inputs: Billing_Free_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre abonnement prend fin et l’organisation passe aux limites de l’offre Free. Rien n’est supprimé, mais vous devez d’abord respecter ces limites.`)
};

const nl_billing_free_description = /** @type {(inputs: Billing_Free_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw abonnement stopt en de organisatie gaat naar de limieten van het Free-abonnement. Er wordt niets verwijderd, maar u moet eerst binnen die limieten blijven.`)
};

const es_billing_free_description = /** @type {(inputs: Billing_Free_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su suscripción termina y la organización pasa a los límites del plan Free. No se elimina nada, pero antes debe estar dentro de esos límites.`)
};

const en_xa2_billing_free_description = /** @type {(inputs: Billing_Free_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ šüƀšçŕíþţíöñ éñðš áñð ţĥé öŕĝáñíšáţíöñ ɱöṽéš ţö ţĥé Ƒŕéé þļáñ ļíɱíţš. Ñöţĥíñĝ íš ðéļéţéð, ƀüţ ýöü ɱüšţ ƀé ŵíţĥíñ ţĥöšé ļíɱíţš ƒíŕšţ. one two three four five six seven eight nine ]`)
};

/**
* | output |
* | --- |
* | "Your subscription ends and the organisation moves to the Free plan limits. Nothing is deleted, but you must be within those limits first." |
*
* @param {Billing_Free_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_free_description = /** @type {((inputs?: Billing_Free_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Free_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_free_description(inputs)
	if (locale === "fr") return fr_billing_free_description(inputs)
	if (locale === "nl") return nl_billing_free_description(inputs)
	if (locale === "es") return es_billing_free_description(inputs)
	if (locale === "en-XA") return en_xa2_billing_free_description(inputs)
	return en_billing_free_description(inputs)
});