/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Return_DowngradedInputs */

const en_billing_return_downgraded = /** @type {(inputs: Billing_Return_DowngradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan downgraded.`)
};

const de_billing_return_downgraded = /** @type {(inputs: Billing_Return_DowngradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif herabgestuft.`)
};

const fr_billing_return_downgraded = /** @type {(inputs: Billing_Return_DowngradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre rétrogradée.`)
};

const nl_billing_return_downgraded = /** @type {(inputs: Billing_Return_DowngradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement gedowngraded.`)
};

const es_billing_return_downgraded = /** @type {(inputs: Billing_Return_DowngradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan reducido.`)
};

const en_xa2_billing_return_downgraded = /** @type {(inputs: Billing_Return_DowngradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ ðöŵñĝŕáðéð. one]`)
};

/**
* | output |
* | --- |
* | "Plan downgraded." |
*
* @param {Billing_Return_DowngradedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_return_downgraded = /** @type {((inputs?: Billing_Return_DowngradedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Return_DowngradedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_return_downgraded(inputs)
	if (locale === "fr") return fr_billing_return_downgraded(inputs)
	if (locale === "nl") return nl_billing_return_downgraded(inputs)
	if (locale === "es") return es_billing_return_downgraded(inputs)
	if (locale === "en-XA") return en_xa2_billing_return_downgraded(inputs)
	return en_billing_return_downgraded(inputs)
});