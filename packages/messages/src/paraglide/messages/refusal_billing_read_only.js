/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Billing_Read_OnlyInputs */

const en_refusal_billing_read_only = /** @type {(inputs: Refusal_Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation is read-only because a payment failed. Update the payment details to continue.`)
};

const de_refusal_billing_read_only = /** @type {(inputs: Refusal_Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Organisation ist schreibgeschützt, weil eine Zahlung fehlgeschlagen ist. Aktualisieren Sie die Zahlungsdaten, um fortzufahren.`)
};

const fr_refusal_billing_read_only = /** @type {(inputs: Refusal_Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre organisation est en lecture seule car un paiement a échoué. Mettez à jour les informations de paiement pour continuer.`)
};

const nl_refusal_billing_read_only = /** @type {(inputs: Refusal_Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw organisatie is alleen-lezen omdat een betaling is mislukt. Werk de betaalgegevens bij om door te gaan.`)
};

const es_refusal_billing_read_only = /** @type {(inputs: Refusal_Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su organización es de solo lectura porque falló un pago. Actualice los datos de pago para continuar.`)
};

const en_xa2_refusal_billing_read_only = /** @type {(inputs: Refusal_Billing_Read_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ íš ŕéáð-öñļý ƀéçáüšé á þáýɱéñţ ƒáíļéð. Ûþðáţé ţĥé þáýɱéñţ ðéţáíļš ţö çöñţíñüé. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "Your organisation is read-only because a payment failed. Update the payment details to continue." |
*
* @param {Refusal_Billing_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_billing_read_only = /** @type {((inputs?: Refusal_Billing_Read_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Billing_Read_OnlyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_billing_read_only(inputs)
	if (locale === "fr") return fr_refusal_billing_read_only(inputs)
	if (locale === "nl") return nl_refusal_billing_read_only(inputs)
	if (locale === "es") return es_refusal_billing_read_only(inputs)
	if (locale === "en-XA") return en_xa2_refusal_billing_read_only(inputs)
	return en_refusal_billing_read_only(inputs)
});