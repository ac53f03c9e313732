/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_FailedInputs */

const en_billing_failed = /** @type {(inputs: Billing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment failed. Update your payment method to keep making changes.`)
};

const de_billing_failed = /** @type {(inputs: Billing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zahlung ist fehlgeschlagen. Aktualisieren Sie Ihre Zahlungsmethode, um weiter Änderungen vornehmen zu können.`)
};

const fr_billing_failed = /** @type {(inputs: Billing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paiement a échoué. Mettez à jour votre moyen de paiement pour continuer à modifier.`)
};

const nl_billing_failed = /** @type {(inputs: Billing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een betaling is mislukt. Werk uw betaalmethode bij om wijzigingen te kunnen blijven maken.`)
};

const es_billing_failed = /** @type {(inputs: Billing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falló un pago. Actualice su método de pago para seguir haciendo cambios.`)
};

const en_xa2_billing_failed = /** @type {(inputs: Billing_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å þáýɱéñţ ƒáíļéð. Ûþðáţé ýöüŕ þáýɱéñţ ɱéţĥöð ţö ķééþ ɱáķíñĝ çĥáñĝéš. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "A payment failed. Update your payment method to keep making changes." |
*
* @param {Billing_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_failed = /** @type {((inputs?: Billing_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_failed(inputs)
	if (locale === "fr") return fr_billing_failed(inputs)
	if (locale === "nl") return nl_billing_failed(inputs)
	if (locale === "es") return es_billing_failed(inputs)
	if (locale === "en-XA") return en_xa2_billing_failed(inputs)
	return en_billing_failed(inputs)
});